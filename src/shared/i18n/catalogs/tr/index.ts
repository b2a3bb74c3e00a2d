// The Turkish catalog: one import per namespace, typed as the English one's shape.
import type { Catalog } from "../en";
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

const tr: Catalog = {
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

export default tr;
