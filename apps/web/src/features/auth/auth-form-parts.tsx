import { Link } from "react-router";
import { Button } from "../../components/ui/button.tsx";

/** The account pages' one wide submit, reading `sendingText` while the form is sent. */
export function AuthSubmit({
  label,
  sendingText,
  sending,
}: {
  label: string;
  sendingText: string;
  sending: boolean;
}) {
  return (
    <Button type="submit" size="lg" loading={sending} loadingText={sendingText} className="tracking-wide">
      {label}
    </Button>
  );
}

/** Under sign-in and sign-up: the way to the other one ("No account? Sign up"). */
export function AuthSwitch({ question, to, link }: { question: string; to: string; link: string }) {
  return (
    <p className="text-center text-sm text-muted">
      {question}{" "}
      <Link to={to} className="font-semibold text-clay hover:underline">
        {link}
      </Link>
    </p>
  );
}
