export { ItemListCard, ItemListSkeleton, type ItemListAction, type ItemListCardItem, type ItemListCardProps } from './ItemListCard';
