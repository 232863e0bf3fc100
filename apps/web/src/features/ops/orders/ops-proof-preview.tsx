import { Alert, Button, Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PaymentProof } from '@emall/contract';
import { useProofFile } from './api/use-proof-file';

/**
 * A payment proof from a blob address: an image in the dialog, a PDF in a tab of its own. Mounted once per
 * proof (keyed), so it starts out loading.
 */
function ProofView({ proof, onClose }: { proof: PaymentProof; onClose: () => void }) {
  const { t } = useTranslation();
  const loaded = useProofFile(proof);
  return (
    <Modal
      open
      title={proof.fileName}
      onCancel={onClose}
      width={880}
      footer={[
        loaded.state === 'ready' && (
          <Button key="save" href={loaded.url} download={proof.fileName}>
            {t('ops.orders.proof.download')}
          </Button>
        ),
        <Button key="close" type="primary" onClick={onClose}>
          {t('ops.orders.close')}
        </Button>,
      ]}
    >
      {loaded.state === 'loading' && <Spin />}
      {loaded.state === 'failed' && <Alert type="error" showIcon title={t('ops.orders.proof.failed')} />}
      {loaded.state === 'ready' &&
        (proof.kind === 'pdf' ? (
          // The page's Content-Security-Policy lets blob: addresses into images, not frames: a PDF opens
          // in a tab of its own, in the browser's viewer.
          <div className="ops-orders__proof-pdf">
            <Button type="primary" href={loaded.url} target="_blank" rel="noopener">
              {t('ops.orders.proof.openPdf')}
            </Button>
          </div>
        ) : (
          <img className="ops-orders__proof-image" src={loaded.url} alt={proof.fileName} />
        ))}
    </Modal>
  );
}

/** The payment proof the operator opened, or nothing. */
export function OpsProofPreview({ proof, onClose }: { proof: PaymentProof | null; onClose: () => void }) {
  return proof ? <ProofView key={proof.proofId} proof={proof} onClose={onClose} /> : null;
}
