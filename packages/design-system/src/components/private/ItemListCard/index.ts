export { ItemListCard, type ItemListAction, type ItemListCardItem, type ItemListCardProps } from './ItemListCard';
