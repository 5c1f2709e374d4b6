import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Thumbnail, Thumbnails } from './styles';
import { UPLOAD_RECEIPT_NS } from './translations';

/** A preview of each chosen file: the image itself, or a PDF badge. */
export function ChosenFiles({ files }: { files: readonly File[] }) {
  const { t } = useTranslation(UPLOAD_RECEIPT_NS);
  const [urls, setUrls] = useState<(string | null)[]>([]);
  useEffect(() => {
    const created = files.map((file) => (file.type.startsWith('image/') ? URL.createObjectURL(file) : null));
    setUrls(created);
    return () => created.forEach((url) => url && URL.revokeObjectURL(url));
  }, [files]);
  if (files.length === 0) return null;
  return (
    <Thumbnails aria-label={t('selected')}>
      {files.map((file, index) => (
        <Thumbnail key={`${file.name}-${index}`}>
          {urls[index] ? <img src={urls[index]!} alt="" /> : <span aria-hidden="true">PDF</span>}
          {file.name}
        </Thumbnail>
      ))}
    </Thumbnails>
  );
}
