declare module "virtual:software-info" {
  const info: import("../../../build/software-info.ts").SoftwareInfo;
  export default info;
}
