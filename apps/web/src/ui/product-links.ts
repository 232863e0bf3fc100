import { SALES_CHANNEL_STORAGE_KEY } from '../api/request-headers';

/**
 * The details page of a product as lists open it in a new window (SPEC §2): /details/{spuId}, with the
 * sales channel of this tab as query p, because a window opened without opener starts with empty session
 * storage and the details page stores p again.
 */
export function detailsPath(spuId: string): string {
  const channel = sessionStorage.getItem(SALES_CHANNEL_STORAGE_KEY);
  const path = `/details/${encodeURIComponent(spuId)}`;
  return channel ? `${path}?p=${encodeURIComponent(channel)}` : path;
}

/** The search for a part number (SPEC §2 /search). */
export function searchPath(qryParam: string): string {
  return `/search?${new URLSearchParams({ qryParam }).toString()}`;
}
