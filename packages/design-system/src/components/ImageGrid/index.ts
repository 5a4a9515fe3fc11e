export {
  ImageGrid,
  imageGridLayouts,
  SingleImage,
  type ImageGridLayout,
  type ImageGridProps,
  type SingleImageProps,
} from './ImageGrid';
export { ImageOverlay, type ImageOverlayProps } from './ImageOverlay';
export type { GalleryImage } from './gallery';
