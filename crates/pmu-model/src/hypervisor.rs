//! The vocabulary of hypervisor APIs through which guests reach performance registers: a
//! hypercall by name and function number, as a machine lists them (`Features::hypercalls`),
//! and the status codes of the sun4v API the calls return.

/// A hypercall: the name the sources give it and its function number.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hypercall {
    pub name: &'static str,
    pub number: u64,
}

/// A sun4v hypervisor call status, returned in %o0. The numbers are the sun4v API's
/// (Linux arch/sparc/include/asm/hypervisor.h "Error codes"; the same values are in Solaris
/// hypervisor_api.h).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HvStatus {
    /// Successful return (`HV_EOK`, 0).
    Eok,
    /// Invalid argument (`HV_EINVAL`, 6); KT: "Invalid performance register number".
    Einval,
    /// Invalid function number (`HV_EBADTRAP`, 7): returned for a fast trap function the
    /// hypervisor does not implement, such as a KT call before the API group is negotiated.
    Ebadtrap,
    /// Cannot complete without blocking (`HV_EWOULDBLOCK`, 9).
    Ewouldblock,
    /// No access to the resource (`HV_ENOACCESS`, 10); KT: "No access allowed to the
    /// performance register", for example when setting PCR.ht is denied.
    Enoaccess,
    /// Not supported (`HV_ENOTSUPPORTED`, 13); KT: "register number not supported".
    Enotsupported,
}

impl HvStatus {
    /// Every status, in numeric order.
    pub const ALL: [HvStatus; 6] = [
        HvStatus::Eok,
        HvStatus::Einval,
        HvStatus::Ebadtrap,
        HvStatus::Ewouldblock,
        HvStatus::Enoaccess,
        HvStatus::Enotsupported,
    ];

    /// The value the hypervisor returns in %o0.
    pub fn code(self) -> u64 {
        match self {
            HvStatus::Eok => 0,
            HvStatus::Einval => 6,
            HvStatus::Ebadtrap => 7,
            HvStatus::Ewouldblock => 9,
            HvStatus::Enoaccess => 10,
            HvStatus::Enotsupported => 13,
        }
    }

    /// The name the sources use: "EOK", "EINVAL", ...
    pub fn name(self) -> &'static str {
        match self {
            HvStatus::Eok => "EOK",
            HvStatus::Einval => "EINVAL",
            HvStatus::Ebadtrap => "EBADTRAP",
            HvStatus::Ewouldblock => "EWOULDBLOCK",
            HvStatus::Enoaccess => "ENOACCESS",
            HvStatus::Enotsupported => "ENOTSUPPORTED",
        }
    }

    /// What the status means for a KT performance register call (seed 001 sections 3.2.1,
    /// 3.2.2).
    pub fn meaning(self) -> &'static str {
        match self {
            HvStatus::Eok => "Success",
            HvStatus::Einval => "Invalid performance register number",
            HvStatus::Ebadtrap => "Invalid function number",
            HvStatus::Ewouldblock => "Can not complete operation without blocking",
            HvStatus::Enoaccess => "No access allowed to the performance register",
            HvStatus::Enotsupported => "Register number not supported",
        }
    }

    /// The status with this %o0 value, if it is one of these.
    pub fn from_code(code: u64) -> Option<HvStatus> {
        HvStatus::ALL.into_iter().find(|s| s.code() == code)
    }
}
