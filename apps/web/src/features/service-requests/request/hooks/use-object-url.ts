// An object URL for a Blob while the component that shows it is mounted: created when the blob
// arrives and revoked when it changes or the component goes, so files do not stay in memory
// after the page is left.
import { useEffect, useState } from 'react';

export function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return undefined;
    const created = URL.createObjectURL(blob);
    setUrl(created);
    return () => {
      URL.revokeObjectURL(created);
      setUrl(null);
    };
  }, [blob]);
  return url;
}
