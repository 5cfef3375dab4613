/** '21/11/2026, 12:57:03' in the Spanish (Spain) locale, as the inventory shows times. */
export const formatDateTime = (iso: string) => new Date(iso).toLocaleString('es-ES');
