import { Carousel } from 'antd';
import type { Slide } from './banner-slides';
import { BannerSlide } from './event-banner';

/** The banner's slides in turn, when there are several (a module of its own: see event-dashboard.tsx). */
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
  return (
    <Carousel autoplay={autoRotate} autoplaySpeed={interval} pauseOnHover>
      {slides.map((slide) => (
        <BannerSlide key={slide.url} url={slide.url} alt={slide.caption ?? alt} />
      ))}
    </Carousel>
  );
}
