// A product's picture (served by the server at /media/products/<codigo>.svg), with a neutral
// stand-in when it is missing or fails to load, so a broken image never shows.
import { Center } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { useState } from 'react';
import classes from './products.module.css';

interface ProductPictureProps {
  src: string | undefined;
  /** Empty for a picture that only repeats the product name shown beside it. */
  alt: string;
  /** Without it, the frame's height is the stylesheet's (the catalogue's list and grid set theirs). */
  height?: number | string;
  /** The stand-in's text for assistive technology, when `alt` is not empty. */
  missingLabel?: string;
  eager?: boolean;
}

export function ProductPicture({ src, alt, height, missingLabel, eager = false }: ProductPictureProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <Center
        className={classes.picture}
        h={height}
        role={alt ? 'img' : undefined}
        aria-label={alt ? (missingLabel ?? alt) : undefined}
        aria-hidden={alt ? undefined : true}
      >
        <IconPhotoOff size={32} aria-hidden color="var(--mantine-color-gray-6)" />
      </Center>
    );
  }
  return (
    <img
      className={classes.picture}
      src={src}
      alt={alt}
      style={{ height }}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailedSrc(src)}
    />
  );
}
