import { render } from '@testing-library/react';
import BannerCarousel from './banner-carousel';

const slides = ['a', 'b', 'c'].map((id) => ({ kind: 'photo' as const, url: `/api/photos/${id}/image?size=preview` }));

describe('The banner carousel', () => {
  it("asks for the first slide's image only, however many slides and copies the carousel keeps", () => {
    render(<BannerCarousel slides={slides} alt="Beach weekend" autoRotate={false} />);
    const requested = new Set([...document.querySelectorAll('img')].map((image) => image.getAttribute('src')));
    expect([...requested]).toEqual([slides[0]!.url]);
  });
});
