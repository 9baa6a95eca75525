// An image tried from several sources in turn (spec §4 'Recipe image: local file, storage image,
// placeholder'). When the last one fails too, a plain tile with an icon stands in, so a card never
// shows a broken-image glyph.
import { IconPhoto } from '@tabler/icons-react';
import { useState, type CSSProperties } from 'react';
import classes from './image-with-fallback.module.css';

export interface ImageWithFallbackProps {
  sources: readonly string[];
  alt: string;
  /** Width over height, so nothing jumps while it loads. */
  aspectRatio?: string;
  loading?: 'lazy' | 'eager';
  className?: string;
  style?: CSSProperties;
}

export function ImageWithFallback({ sources, alt, aspectRatio = '4 / 3', loading = 'lazy', className, style }: ImageWithFallbackProps) {
  const [failed, setFailed] = useState(0);
  const source = sources[failed];
  const frame = { aspectRatio, ...style };
  if (!source)
    return (
      <div className={`${classes.frame} ${classes.empty} ${className ?? ''}`} style={frame} role="img" aria-label={alt}>
        <IconPhoto size={36} stroke={1.4} aria-hidden />
      </div>
    );
  return (
    <div className={`${classes.frame} ${className ?? ''}`} style={frame}>
      <img key={source} src={source} alt={alt} loading={loading} decoding="async" className={classes.image} onError={() => setFailed((count) => count + 1)} />
    </div>
  );
}
