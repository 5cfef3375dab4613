export const notFound = {
  title: 'No encontramos esta página',
  message: 'Puede que el enlace esté mal escrito o que la página ya no exista. Lo que buscas seguro está aquí:',
  boxesLink: 'Ver las cajas de snacks',
  clubLink: 'Unirme al Club VIP',
};
