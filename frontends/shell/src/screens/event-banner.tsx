import { generatedLogo } from '@gatherly/shared';
import type { CSSProperties, ReactNode } from 'react';
import { BANNER, type BannerLook, bannerBoxStyle, primaryBackground } from '../app/frame/frame-metrics';

/**
 * The dashboard banner in plain elements, so that the frame painted before antd has loaded and antd's
 * render draw the same one: its box in the event's look, and what it shows (a slide, or the designed
 * banner of an event with none).
 */

const SLIDE_BOX: CSSProperties = {
  position: 'relative',
  display: 'block',
  width: '100%',
  aspectRatio: BANNER.aspectRatio,
  minHeight: BANNER.minHeight,
  maxHeight: BANNER.maxHeight,
  overflow: 'hidden',
};

const FILL: CSSProperties = { position: 'absolute', inset: 0, width: '100%', height: '100%', display: 'block' };

export function BannerBox({
  look,
  mobile,
  card,
  children,
}: {
  look: BannerLook;
  mobile: boolean;
  card: CSSProperties;
  children: ReactNode;
}) {
  return (
    <div data-banner={look} style={bannerBoxStyle(look, mobile, card)}>
      {children}
    </div>
  );
}

/**
 * One slide, shown whole: a 1200x400 image fills the box exactly; another shape is fitted inside it, over
 * a blurred copy of itself rather than bars. A `waiting` slide (a carousel's, not yet shown) keeps its box
 * and loads no image.
 */
export function BannerSlide({ url, alt, waiting = false }: { url: string; alt: string; waiting?: boolean }) {
  if (waiting) return <div style={SLIDE_BOX} />;
  return (
    <div style={SLIDE_BOX}>
      <img
        src={url}
        alt=""
        aria-hidden
        style={{ ...FILL, objectFit: 'cover', filter: 'blur(24px) saturate(1.2)', transform: 'scale(1.15)' }}
      />
      <img data-slide src={url} alt={alt} style={{ ...FILL, objectFit: 'contain' }} />
    </div>
  );
}

/**
 * The banner of an event with no banner image and no photos (spec: the event logo or a generated avatar):
 * the logo on soft washes of the event's three colours. The heading below names the event, so the banner
 * does not repeat it.
 */
export function EmptyBanner({
  name,
  logo,
  colours,
  dark,
}: {
  name: string;
  logo?: string | null;
  colours: { primary: string; secondary: string; tertiary: string };
  dark: boolean;
}) {
  const [primary, secondary, tertiary] = [colours.primary, colours.secondary, colours.tertiary].map((colour) =>
    primaryBackground(colour, dark),
  );
  return (
    <div
      style={{
        ...SLIDE_BOX,
        display: 'grid',
        placeItems: 'center',
        background: [
          `radial-gradient(circle at 15% 25%, ${secondary} 0, transparent 40%)`,
          `radial-gradient(circle at 85% 75%, ${tertiary} 0, transparent 40%)`,
          `linear-gradient(135deg, ${primary}, ${secondary})`,
        ].join(', '),
      }}
    >
      <img
        src={logo || generatedLogo(name)}
        alt=""
        width={88}
        height={88}
        style={{ borderRadius: 20, objectFit: 'cover', boxShadow: '0 8px 24px rgba(0, 0, 0, 0.18)' }}
      />
    </div>
  );
}
