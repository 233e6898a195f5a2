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
      'Welcome to Storyloom! Please confirm that this is your e-mail address by opening this link within an hour; it also signs you in:',
      url,
      '',
      `Bonjour ${user.name},`,
      '',
      "Bienvenue sur Storyloom ! Merci de confirmer qu'il s'agit bien de votre adresse e-mail en ouvrant ce lien dans l'heure ; il vous connecte aussi :",
      url,
    ].join('\n'),
  };
}

/** Someone tried to create an account with an address that has one: its owner hears of it, the visitor does not. */
export function accountExistsMail(user: Recipient, signInUrl: string, resetUrl: string): MailMessage {
  return {
    to: user.email,
    subject: 'You already have a Storyloom account / Vous avez déjà un compte Storyloom',
    text: [
      `Hello ${user.name},`,
      '',
      'Someone (we hope you) tried to create a Storyloom account with this e-mail address, which already has one. Nothing was changed.',
      `To sign in: ${signInUrl}`,
      `Forgot your password? Choose a new one here: ${resetUrl}`,
      'If it was not you, ignore this message.',
      '',
      `Bonjour ${user.name},`,
      '',
      "Quelqu'un (vous, nous l'espérons) a essayé de créer un compte Storyloom avec cette adresse e-mail, qui en a déjà un. Rien n'a été modifié.",
      `Pour vous connecter : ${signInUrl}`,
      `Mot de passe oublié ? Choisissez-en un nouveau ici : ${resetUrl}`,
      "Si ce n'était pas vous, ignorez ce message.",
    ].join('\n'),
  };
}
