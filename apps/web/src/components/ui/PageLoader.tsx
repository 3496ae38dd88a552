import { Center, Loader } from '@mantine/core';

export function PageLoader() {
  return (
    <Center py="xl" role="status" aria-label="A carregar">
      <Loader />
    </Center>
  );
}
