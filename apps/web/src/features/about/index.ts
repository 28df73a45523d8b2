// About's public entry (decision 015): "Get involved" repeats About's call to join.
export { aboutTexts } from "./about-texts.ts";
