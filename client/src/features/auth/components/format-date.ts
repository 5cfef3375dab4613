const dateTime = new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium', timeStyle: 'short' });

/** Dates of the staff screens in the Spanish-Spain locale (seed 001 §9). */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
