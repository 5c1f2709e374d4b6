"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=campaign.js.map