import { createContext, type ReactNode, Suspense, useCallback, useContext, useState } from "react";
import { lazyWithTexts } from "../../../lib/i18n/relocalized.tsx";

type Prompt = (productName: string) => void;
const SignInPromptContext = createContext<Prompt>(() => {});

const SignInPromptDialog = lazyWithTexts(() =>
  import("./sign-in-prompt-dialog.tsx").then((module) => ({ default: module.SignInPromptDialog })),
);

/** A visitor's add-to-cart (the server answers 401) asks them to sign in and brings them back here. */
export function useSignInPrompt(): Prompt {
  return useContext(SignInPromptContext);
}

export function SignInPromptProvider({ children }: { children: ReactNode }) {
  const [productName, setProductName] = useState<string | null>(null);
  const prompt = useCallback<Prompt>((name) => setProductName(name), []);
  return (
    <SignInPromptContext.Provider value={prompt}>
      {children}
      {productName !== null && (
        // The modal's code is fetched on the first prompt; an overlay, so no placeholder is needed.
        <Suspense fallback={null}>
          <SignInPromptDialog productName={productName} onClose={() => setProductName(null)} />
        </Suspense>
      )}
    </SignInPromptContext.Provider>
  );
}
