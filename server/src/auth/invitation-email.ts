import { INVITATION_VALID_DAYS, type StaffRole } from '@shared/auth';
import type { MailMessage } from '../mail/mailer';

const ROLE_WORDS: Record<StaffRole, string> = { admin: 'administrador', editor: 'editor' };

/** The e-mail that carries an invitation to the address it is for (the staff UI is Spanish). */
export function invitationEmail(invitation: { to: string; role: StaffRole; url: string; inviter: string }): MailMessage {
  const text = [
    'Hola:',
    '',
    `${invitation.inviter} te invita al equipo de ChapinBox como ${ROLE_WORDS[invitation.role]}.`,
    `Abre este enlace para crear tu cuenta con esta dirección de email. Caduca en ${INVITATION_VALID_DAYS} días y solo funciona una vez:`,
    '',
    invitation.url,
    '',
    'Si no esperabas esta invitación, ignora este mensaje.',
  ].join('\n');
  return { to: invitation.to, subject: 'Tu invitación al equipo de ChapinBox', text };
}
