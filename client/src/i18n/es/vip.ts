// Texts of the vip area (Spanish). en/vip.ts mirrors every key.
export const vip = {
  modal: {
    title: '¡Únete al Club VIP!',
    description: 'Recibe GRATIS nuestro ebook con 16 recetas exclusivas de Guatemala y El Salvador.',
    benefits: {
      ebook: 'Ebook GRATIS con 16 recetas exclusivas',
      earlyAccess: 'Acceso anticipado a nuevos productos',
      newsletter: 'Boletín semanal con ofertas y contenido exclusivo',
    },
    emailLabel: 'Tu email',
    emailPlaceholder: 'Ingresa tu email',
    consent: 'Quiero recibir emails con ofertas y contenido exclusivo',
    submit: 'Quiero mi ebook GRATIS',
    submitting: 'Enviando...',
    privacy: 'Sin spam. Puedes darte de baja cuando quieras.',
    privacyLink: 'Política de privacidad',
    opensInNewTab: '(se abre en una pestaña nueva)',
    close: 'Cerrar',
    leaveEmpty: 'Dejar vacío',
    errors: {
      emailRequired: 'Escribe tu email para recibir el ebook',
      emailInvalid: 'Por favor ingresa un email válido',
    },
  },
  success: {
    title: '¡Bienvenido al Club VIP!',
    description: 'Tu ebook GRATIS con 16 recetas va camino a tu email. Abre el mensaje y pulsa «Confirmar y recibir mi ebook» para descargarlo.',
    hint: '¿No lo ves en unos minutos? Revisa las carpetas de spam y promociones.',
    done: '¡Genial!',
  },
  member: {
    title: '¡Ya eres miembro VIP!',
    description: 'Ya estás suscrito al Club VIP. Revisa tu email para encontrar tu ebook GRATIS y nuestras ofertas exclusivas.',
    continue: 'Continuar',
  },
  toast: {
    successTitle: '¡Éxito!',
    successDescription: '¡Bienvenido al Club VIP! Revisa tu email para recibir tu EBOOK GRATIS.',
    invalidTitle: 'Email inválido',
    invalidDescription: 'Por favor ingresa un email válido',
    errorTitle: 'Error',
    errorDescription: 'Algo salió mal. Por favor, intenta de nuevo.',
  },
  floating: {
    label: 'EBOOK GRATIS',
    button: 'Únete al Club VIP y recibe tu ebook GRATIS',
  },
};
