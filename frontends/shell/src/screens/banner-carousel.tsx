import { Carousel } from 'antd';
import { useState } from 'react';
import type { Slide } from './banner-slides';
import { BannerSlide } from './event-banner';

/**
 * The banner's slides in turn, when there are several (a module of its own: see event-dashboard.tsx). A
 * slide's image is asked for once the slide is about to show: the first screen downloads one image, not
 * every slide's (the carousel keeps all of them, and copies, in the page).
 */
export default function BannerCarousel({
  slides,
  alt,
  autoRotate,
  interval,
}: {
  slides: Slide[];
  alt: string;
  autoRotate?: boolean;
  interval?: number;
}) {
  const [reached, setReached] = useState(0);
  return (
    <Carousel
      autoplay={autoRotate}
      autoplaySpeed={interval}
      pauseOnHover
      beforeChange={(_, next) => setReached((current) => Math.max(current, next))}
    >
      {slides.map((slide, index) => (
        <BannerSlide key={slide.url} url={slide.url} alt={slide.caption ?? alt} waiting={index > reached} />
      ))}
    </Carousel>
  );
}
