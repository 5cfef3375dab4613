// Texts of the agexport area (Spanish). en/agexport.ts mirrors every key.
export const agexport = {
  pageTitle: 'Generador Automático de Videos | AGEXPORT y ChapinBox',
  logoLabel: 'ChapinBox, volver al inicio',
  association: 'AGEXPORT',
  associationName: 'Asociación Guatemalteca de Exportadores',
  title: 'Generador Automático de Videos',
  testBanner: 'Versión de prueba: esta herramienta está en fase de pruebas y puede cambiar.',
  intro: 'Escribe el tema de tu video y te lo enviaremos por correo electrónico cuando esté listo.',
  topicLabel: 'Tema del video',
  topicPlaceholder: 'Ej.: Exportación de café guatemalteco a Estados Unidos',
  emailLabel: 'Correo electrónico',
  emailPlaceholder: 'tu@email.com',
  submit: 'Generar video',
  submitting: 'Enviando...',
  errors: {
    topicRequired: 'required field (Tema)',
    emailRequired: 'required field (Email)',
    emailInvalid: 'Por favor ingresa un email válido',
  },
  success: {
    title: 'Video solicitado exitosamente',
    note: 'Recibirás el resultado en tu correo electrónico:',
    another: 'Solicitar otro video',
    home: 'Volver al inicio',
  },
  failure: {
    title: 'Error al enviar',
    description: 'No pudimos enviar tu solicitud. Por favor, intenta de nuevo.',
  },
};
