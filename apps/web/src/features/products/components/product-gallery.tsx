// The product's pictures: the chosen one large, and a row of thumbnails (toggle buttons) to
// choose another when there are several.
import { Group, Stack, UnstyledButton } from '@mantine/core';
import type { Media } from '@portal/domain/catalogue';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductPicture } from './product-picture.tsx';
import classes from './products.module.css';

export function ProductGallery({ medias, name }: { medias: Media[]; name: string }) {
  const { t } = useTranslation();
  const pictures = medias.filter((media) => media.tipo === 'image').sort((a, b) => a.orden - b.orden);
  const [chosen, setChosen] = useState(0);
  const index = chosen < pictures.length ? chosen : 0;
  const count = pictures.length;

  return (
    <Stack gap="sm" component="section" aria-label={t('products.detail.gallery')}>
      <ProductPicture
        src={pictures[index]?.url}
        alt={
          count > 0
            ? t('products.detail.picture', { name, index: index + 1, count })
            : t('products.detail.noPicture')
        }
        height={360}
        eager
      />
      {count > 1 && (
        <Group gap="xs">
          {pictures.map((picture, position) => (
            <UnstyledButton
              key={picture.id}
              className={classes.thumb}
              aria-pressed={position === index}
              aria-label={t('products.detail.showPicture', { index: position + 1 })}
              onClick={() => setChosen(position)}
            >
              <ProductPicture src={picture.url} alt="" height={64} />
            </UnstyledButton>
          ))}
        </Group>
      )}
    </Stack>
  );
}
