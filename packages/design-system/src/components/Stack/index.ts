export { Stack, stackAlignments, stackElements, type StackAlign, type StackElement, type StackProps, type StackSpace } from './Stack';
