import styled from '@emotion/styled';
import type { Coupon } from 'shared-kit';

const Img = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 1;
  object-fit: contain;
  border-radius: 12px;
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

/** The goody's 1x/2x/3x pictures (SHOP-CATALOG-1) with a fixed box, so nothing moves while it loads. */
export function GoodyImage({ coupon, size = 160, eager = false }: { coupon: Coupon; size?: number; eager?: boolean }) {
  const one = coupon.image_url_1x ?? coupon.image_url;
  const srcSet = [
    `${one} 1x`,
    coupon.image_url_2x ? `${coupon.image_url_2x} 2x` : null,
    coupon.image_url_3x ? `${coupon.image_url_3x} 3x` : null,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <Img
      src={one}
      srcSet={srcSet}
      width={size}
      height={size}
      alt=""
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
