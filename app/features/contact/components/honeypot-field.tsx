// The robots' trap of the contact form: off screen, hidden from assistive technology and out of
// the tab order, so people never fill it; form-filling scripts do, and their message is dropped.
import { HONEYPOT_FIELD } from "../contact-fields";

export function HoneypotField() {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={`f-${HONEYPOT_FIELD}`}>Nu completa acest câmp</label>
      <input
        id={`f-${HONEYPOT_FIELD}`}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
