// The shared rules of the management forms (one home: components/form-rules.ts).
export {
  isUsPhone,
  optionalEmail,
  optionalPhone,
  PHONE_MESSAGE,
  required,
} from "../../components/form-rules.ts";
