import { chakra, type HTMLChakraProps } from '@chakra-ui/react';

/** A vertical form; browser validation is off because the screens show the spec's own messages. */
export function FormStack({ gap = '4', children, ...rest }: HTMLChakraProps<'form'>) {
  return (
    <chakra.form display="flex" flexDirection="column" gap={gap} noValidate {...rest}>
      {children}
    </chakra.form>
  );
}
