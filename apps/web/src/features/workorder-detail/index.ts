/** What the work-order detail feature offers the other features (biome.json: only through this file). */
export { RichTextField } from "./form/RichTextField.tsx";
