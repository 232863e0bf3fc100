import { useEffect, useState } from 'react';
import type { PaymentProof } from '@emall/contract';

export type ProofFile = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; url: string };

/**
 * Reads a proof's bytes through the console's own call (the operator's session cookie goes with it) and hands
 * them out as a blob address, revoked when the proof changes or the view closes. The server sends the file as
 * an attachment; a blob address shows it instead of saving it.
 */
export function useProofFile(proof: PaymentProof): ProofFile {
  const [loaded, setLoaded] = useState<ProofFile>({ state: 'loading' });
  useEffect(() => {
    let url: string | undefined;
    let isCancelled = false;
    fetch(proof.downloadUrl, { credentials: 'include' })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        url = URL.createObjectURL(await response.blob());
        if (!isCancelled) setLoaded({ state: 'ready', url });
      })
      .catch(() => {
        if (!isCancelled) setLoaded({ state: 'failed' });
      });
    return () => {
      isCancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [proof]);
  return loaded;
}
