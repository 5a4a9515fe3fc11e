export {
  Skeleton,
  SkeletonGroup,
  skeletonHeights,
  skeletonShapes,
  skeletonWidths,
  type SkeletonGroupProps,
  type SkeletonHeight,
  type SkeletonProps,
  type SkeletonShape,
  type SkeletonWidth,
} from './Skeleton';
