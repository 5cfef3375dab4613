export const common = {
  meta: {
    title: 'ChapinBox | Snacks de Guatemala y El Salvador en USA',
    description:
      'La caja ChapinBox trae 30 snacks guatemaltecos y salvadoreños a tu puerta en Estados Unidos. Únete al Club VIP y recibe gratis el ebook de 16 recetas.',
  },
  language: {
    label: 'Idioma',
    switchTo: 'Switch to English',
    es: 'ES',
    en: 'EN',
  },
  actions: {
    close: 'Cerrar',
    backHome: 'Volver al inicio',
  },
  whatsApp: {
    talkToPerson: 'Hablar con una persona',
    label: 'Hablar con una persona por WhatsApp (se abre en una pestaña nueva)',
    message: 'Hola, tengo una pregunta sobre ChapinBox.',
  },
  skipToContent: 'Saltar al contenido',
  loading: 'Cargando...',
};
