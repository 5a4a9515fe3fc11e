export { Card, cardElements, cardTones, type CardElement, type CardProps, type CardTone } from './Card';
