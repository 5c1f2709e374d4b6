import { useEffect, useState } from 'react';
import { fetchDownloadLink, fetchFile } from '../catalogue/api';

export type DownloadState =
  { status: 'preparing' } | { status: 'started'; url: string } | { status: 'expired' | 'notYours' | 'failed' };

/** Asks for the order's signed link, fetches the file with the member's token and hands it to the browser. */
export function useDownload(orderId: string, filename: string): DownloadState {
  const [state, setState] = useState<DownloadState>({ status: 'preparing' });
  useEffect(() => {
    let alive = true;
    let url: string | undefined;
    void (async () => {
      const link = await fetchDownloadLink(orderId, filename);
      if (!alive) return;
      if (link.httpCode !== 200 || !link.data)
        return setState({ status: link.httpCode === 404 || link.httpCode === 400 ? 'notYours' : 'failed' });
      const file = await fetchFile(link.data);
      if (!alive) return;
      if (!file.ok) {
        const status = file.body.httpCode === 410 ? 'expired' : file.body.httpCode === 404 ? 'notYours' : 'failed';
        return setState({ status });
      }
      url = URL.createObjectURL(file.blob);
      setState({ status: 'started', url });
    })();
    return () => {
      alive = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [orderId, filename]);
  return state;
}
