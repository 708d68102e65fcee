// Lazy loading: images and links that appear only within 200px of the viewport.
export { LazyImage } from './LazyImage/LazyImage';
export type { LazyImageProps, LazyImageState } from './LazyImage/LazyImage';
export { LazyLink } from './LazyLink/LazyLink';
export type { LazyLinkProps } from './LazyLink/LazyLink';
export { useNearViewport } from './LazyImage/useNearViewport';
