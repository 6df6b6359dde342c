import { useState } from 'react';

/** A live preview of the logo address being typed; hidden while the image fails to load. */
export function LogoPreview({ url }: { url: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!url.trim() || failed === url) return null;
  return (
    <img
      src={url}
      alt="Logo preview"
      onError={() => setFailed(url)}
      style={{ width: 64, height: 64, objectFit: 'contain', borderRadius: 12, marginBottom: 16 }}
    />
  );
}
