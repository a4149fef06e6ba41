// What registration, password reset, password change and e-mail change tell the customer, in one
// place (pages import these; the .server modules that decide them too).
export const ACCOUNT_MESSAGES = {
  acceptTerms: "Ca să îți creezi contul, acceptă termenii și condițiile.",
  resetLinkInvalid: "Linkul de resetare nu mai este valabil: a expirat sau a fost deja folosit.",
  currentPasswordWrong: "Parola actuală nu este corectă.",
  newPasswordSame: "Parola nouă trebuie să fie diferită de cea actuală.",
} as const;

export const EMAIL_CHANGE_MESSAGES = {
  emailMissing: "Scrie noua adresă de e-mail.",
  sameEmail: "Aceasta este deja adresa contului.",
  passwordMissing: "Scrie parola contului, ca să confirmi că ești tu.",
  passwordWrong: "Parola nu este corectă.",
  linkInvalid:
    "Linkul nu mai este valabil: a expirat, a fost folosit sau ai cerut între timp altul. Cere unul nou din „Date personale”.",
  taken:
    "Adresa are deja un cont la noi, așa că nu poate trece la acest cont. Intră în acel cont sau alege altă adresă.",
  loginFirst:
    "Intră în contul care a cerut schimbarea, cu adresa și parola de acum, apoi deschide din nou linkul.",
  otherAccount:
    "Linkul este pentru alt cont decât cel în care ești acum. Ieși din cont și intră în contul care a cerut schimbarea.",
} as const;
