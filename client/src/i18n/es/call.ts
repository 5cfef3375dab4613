// Texts of the call area (Spanish). en/call.ts mirrors every key.
export const call = {
  tooltip: 'LLAMADA GRATIS',
  dragHint: {
    desktop: 'Shift + arrastrar para mover',
    mobile: 'Arrastra para mover',
  },
  labels: {
    start: 'Llamada gratis con nuestro asistente',
    connecting: 'Conectando la llamada…',
    end: 'Terminar llamada',
    cancel: 'Cancelar llamada',
    mute: 'Silenciar micrófono',
    unmute: 'Activar micrófono',
  },
  status: {
    connecting: 'Conectando la llamada…',
    inCall: 'Llamada en curso',
    ended: 'Llamada terminada',
    muted: 'Micrófono silenciado',
    unmuted: 'Micrófono activado',
  },
  errors: {
    callError: 'Error en la llamada',
    initError: 'Error al inicializar',
    unavailable: 'Sistema no disponible',
    startFailed: 'No se pudo iniciar la llamada',
    microphoneDenied: 'Permite el acceso al micrófono en tu navegador para llamar.',
    microphoneUnsupported: 'Tu navegador no permite usar el micrófono en esta página.',
  },
};
