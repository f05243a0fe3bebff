import { Box, Image, Text } from '@mantine/core';
import { listingImageSrc, type ListingImage } from '@qifu/land-data-access';
import { useState } from 'react';

/** Props of {@link ListingPhoto}. */
export interface ListingPhotoProps {
  /** The photo; a placeholder when absent or when it does not load. */
  image: ListingImage | undefined;
  /** Alternative text of the photo (the listing's title). */
  alt: string;
  /** Height in px (default 160). */
  height?: number;
  /** Which placeholder colour (land green, workshop blue). */
  tone?: 'land' | 'workshop';
}

/**
 * One listing photo (the first of at most 3 stored files, served by /files/dowload), or a quiet
 * placeholder 暂无图片 when the listing has none or the file does not load.
 */
export function ListingPhoto({ image, alt, height = 160, tone = 'land' }: ListingPhotoProps) {
  const [failed, setFailed] = useState(false);
  if (!image || failed) {
    return (
      <Box
        role="img"
        aria-label={`${alt}（暂无图片）`}
        h={height}
        style={{
          borderRadius: 'var(--mantine-radius-sm)',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          background:
            tone === 'land'
              ? 'linear-gradient(135deg, var(--mantine-color-green-1), var(--mantine-color-teal-0))'
              : 'linear-gradient(135deg, var(--mantine-color-blue-1), var(--mantine-color-indigo-0))',
        }}
      >
        <Text c="dimmed" size="sm" aria-hidden>
          {tone === 'land' ? '土地' : '厂房'} · 暂无图片
        </Text>
      </Box>
    );
  }
  return <Image src={listingImageSrc(image.filePath)} alt={alt} h={height} radius="sm" fit="cover" onError={() => setFailed(true)} />;
}
