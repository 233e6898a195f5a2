// The e-mails of account recovery, in English and French together (the server does not know which
// language the family reads the product in). With no SMTP_URL, the mailer writes them to the server log.
import type { MailMessage } from '../../mail/mailer.ts';

interface Recipient {
  email: string;
  name: string;
}

export function resetPasswordMail(user: Recipient, url: string): MailMessage {
  return {
    to: user.email,
    subject: 'Reset your Storyloom password / Réinitialiser votre mot de passe Storyloom',
    text: [
      `Hello ${user.name},`,
      '',
      'Someone (we hope you) asked to reset the password of your Storyloom account. Open this link within an hour to choose a new one:',
      url,
      'If you did not ask, ignore this message: your password stays as it is.',
      '',
      `Bonjour ${user.name},`,
      '',
      "Quelqu'un (vous, nous l'espérons) a demandé à réinitialiser le mot de passe de votre compte Storyloom. Ouvrez ce lien dans l'heure pour en choisir un nouveau :",
      url,
      "Si ce n'était pas vous, ignorez ce message : votre mot de passe ne change pas.",
    ].join('\n'),
  };
}

export function verifyEmailMail(user: Recipient, url: string): MailMessage {
  return {
    to: user.email,
    subject: 'Confirm your e-mail address for Storyloom / Confirmez votre adresse e-mail',
    text: [
      `Hello ${user.name},`,
      '',
      'Please confirm that this is your e-mail address by opening this link:',
      url,
      '',
      `Bonjour ${user.name},`,
      '',
      "Merci de confirmer qu'il s'agit bien de votre adresse e-mail en ouvrant ce lien :",
      url,
    ].join('\n'),
  };
}
