// A script's answer to the question as the markers see it: the region of each scanned page, opened with
// the session's token in the address (an <img> sends no header), larger on demand.
import { useCallback } from 'react';
import Image from 'antd/es/image';
import { useTranslation } from 'react-i18next';
import type { TaskRegion } from '@mockexam/contracts';
import { useSession } from '@mockexam/session';
import { NS } from './ns';

export function useImageSrc(): (url: string) => string {
  const token = useSession((s) => s.token) ?? '';
  return useCallback(
    (url: string) => `${url}${url.includes('?') ? '&' : '?'}access_token=${encodeURIComponent(token)}`,
    [token],
  );
}

export function RegionImages({ scriptCode, regions }: { scriptCode: string; regions: TaskRegion[] }) {
  const { t } = useTranslation(NS);
  const src = useImageSrc();
  if (regions.length === 0) return <p className="marking-no-image">{t('image.none')}</p>;
  return (
    <div className="marking-regions">
      {regions.map((region) => (
        <Image
          key={`${region.page}-${region.image_url}`}
          src={src(region.image_url)}
          alt={t('image.alt', { code: scriptCode, page: region.page })}
          width="100%"
        />
      ))}
    </div>
  );
}
