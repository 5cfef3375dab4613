export const notFound = {
  title: '404 Página No Encontrada',
  message: '¿Olvidaste agregar la página al router?',
};
