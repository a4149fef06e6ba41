// What registration, password reset and password change tell the customer, in one place.
export const ACCOUNT_MESSAGES = {
  acceptTerms: "Ca să îți creezi contul, acceptă termenii și condițiile.",
  resetLinkInvalid:
    "Linkul de resetare nu mai este valabil: a expirat sau a fost deja folosit. Cere unul nou.",
  currentPasswordWrong: "Parola actuală nu este corectă.",
  newPasswordSame: "Parola nouă trebuie să fie diferită de cea actuală.",
} as const;
