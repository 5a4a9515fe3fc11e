export { StatCard, type StatCardProps, type StatCardSkeletonProps, type StatLine } from './StatCard';
