import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { RemoveFile, Thumbnail, Thumbnails } from './styles';
import { UPLOAD_RECEIPT_NS } from './translations';

/**
 * An image shown from the member's own file through an object URL, released when it goes. A file the
 * browser cannot draw (a renamed document) is reported, rather than shown as a broken picture.
 */
function ImagePreview({ file, onUnreadable }: { file: File; onUnreadable: () => void }) {
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const url = URL.createObjectURL(file);
    if (image.current) image.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return <img ref={image} alt="" onError={onUnreadable} />;
}

interface Props {
  files: readonly File[];
  /** An image among the files is not a picture the browser can read. */
  onUnreadable: () => void;
  /** The member takes the file at this place back out. */
  onRemove: (index: number) => void;
}

/** A preview of each chosen file (the image itself, or a PDF badge) with a button that takes it back out. */
export function ChosenFiles({ files, onUnreadable, onRemove }: Props) {
  const { t } = useTranslation(UPLOAD_RECEIPT_NS);
  if (files.length === 0) return null;
  return (
    <Thumbnails aria-label={t('selected')}>
      {files.map((file, index) => (
        <Thumbnail key={`${file.name}-${index}`}>
          {file.type.startsWith('image/') ? (
            <ImagePreview file={file} onUnreadable={onUnreadable} />
          ) : (
            <span aria-hidden="true">PDF</span>
          )}
          {file.name}
          <RemoveFile type="button" aria-label={t('remove', { name: file.name })} onClick={() => onRemove(index)}>
            ×
          </RemoveFile>
        </Thumbnail>
      ))}
    </Thumbnails>
  );
}
