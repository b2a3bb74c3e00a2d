// The English catalog: one import per namespace. The English texts are the spec's; the Turkish catalog
// (../tr/index.ts) must have exactly the same namespaces and keys (the compiler checks it). The screens'
// namespaces only: the e-mails' (./email.ts) are read by the server alone and stay out of the browser bundle.
import account from "./account";
import accountData from "./accountData";
import adminSignIn from "./adminSignIn";
import adminStats from "./adminStats";
import apply from "./apply";
import auth from "./auth";
import billing from "./billing";
import checkout from "./checkout";
import certificate from "./certificate";
import checks from "./checks";
import common from "./common";
import dashboard from "./dashboard";
import draftOrder from "./draftOrder";
import downloads from "./downloads";
import lists from "./lists";
import messages from "./messages";
import files from "./files";
import ordering from "./ordering";
import orders from "./orders";
import pages from "./pages";
import recount from "./recount";
import review from "./review";
import termbase from "./termbase";
import workbench from "./workbench";
import errors from "./errors";
import notices from "./notices";

const en = {
  account,
  accountData,
  adminSignIn,
  adminStats,
  apply,
  auth,
  billing,
  checkout,
  certificate,
  checks,
  common,
  dashboard,
  draftOrder,
  downloads,
  errors,
  lists,
  messages,
  notices,
  files,
  ordering,
  orders,
  pages,
  recount,
  review,
  termbase,
  workbench,
};

export type Catalog = typeof en;
export type Namespace = keyof Catalog;
export default en;
